import { useEffect, useState } from 'react';
import { sendToBackground } from '@/lib/browser/send-message';
import type { CreditsRecord } from '@/lib/contract';
import { costNotice } from '@/lib/remote/cost-notice';
import type { Settings } from '@/lib/settings/settings';

const number = new Intl.NumberFormat('en-US');

/**
 * Remote mode only: what this run costs (stealth +4, mock free) and the credits left at the
 * service. Local providers have no credits, so nothing is shown for them.
 */
export function CostLine({
  settings,
  mock,
  stealth,
}: {
  settings: Settings;
  mock: boolean;
  stealth: boolean;
}): React.JSX.Element | null {
  const remote = settings.provider.kind === 'remote' && !settings.mock;
  const [credits, setCredits] = useState<CreditsRecord | null>(null);
  useEffect(() => {
    if (!remote) return;
    void sendToBackground({ type: 'credits' }).then((reply) => setCredits(reply.ok ? reply.value : null));
  }, [remote]);
  if (!remote) return null;
  const notice = costNotice(settings, { mock, stealth });
  return (
    <p className={`cost small ${notice?.kind === 'surcharge' ? 'cost-surcharge' : 'muted'}`}>
      {notice?.text}
      {credits &&
        ` Credits: ${number.format(credits.remaining_credits)} left, ${number.format(credits.total_credits_used)} used.`}
    </p>
  );
}
