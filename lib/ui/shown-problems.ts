/** Blank prompt and blank steps are normal while typing: flagged only once Run was pressed (`tried`). */
export function shownProblems(problems: Record<string, string>, tried: boolean): Record<string, string> {
  if (tried) return problems;
  return Object.fromEntries(
    Object.entries(problems).filter(([field]) => field !== 'user_prompt' && !/^steps\.\d+$/.test(field)),
  );
}
