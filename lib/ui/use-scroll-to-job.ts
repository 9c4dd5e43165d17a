import { useEffect, useRef, useState } from 'react';

/**
 * After Run (or Open from history), brings that run into view once it is on screen: the
 * returned function names the run; the scroll happens when `shownId` becomes it.
 */
export function useScrollToJob(shownId: string | undefined): (id: string) => void {
  const wanted = useRef('');
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!wanted.current || shownId !== wanted.current) return;
    // The first of: the question about the form, the folded form, the run (notices above may be tall).
    document.querySelector('.confirm-question, .request-summary, .job')?.scrollIntoView({ block: 'start' });
    wanted.current = '';
  }, [shownId, asked]);
  return (id) => {
    wanted.current = id;
    setAsked((n) => n + 1);
  };
}
