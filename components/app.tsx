import { lazy, Suspense, useState } from 'react';
import { sendToBackground } from '@/lib/browser/send-message';
import { isFinal, type Job } from '@/lib/jobs/job';
import { servedBeforeFailedCheck } from '@/lib/jobs/recipe-checks';
import { isModelConfigured } from '@/lib/settings/settings';
import { NO_MODEL_ERROR } from '@/lib/extract/model-errors';
import { localStorageArea } from '@/lib/browser/storage';
import { defaultsToDraft, parseRunDefaults, RUN_DEFAULTS_KEY } from '@/lib/ui/defaults';
import { checkDraft, requestToDraftFields } from '@/lib/ui/draft-request';
import { planRerun, type RerunPlan } from '@/lib/ui/rerun-plan';
import { useDraft } from '@/lib/ui/use-draft';
import { useJobs } from '@/lib/ui/use-jobs';
import { useSettings } from '@/lib/ui/use-settings';
import { useTheme } from '@/lib/ui/use-theme';
import { useUserTabUrl } from '@/lib/ui/use-user-tab';
import { wouldLoseUnsavedFields } from '@/lib/ui/unsaved-form';
import { useMockOffOnceModelReady } from '@/lib/ui/use-mock-off-once-model-ready';
import { useScrollToJob } from '@/lib/ui/use-scroll-to-job';
import { shownProblems } from '@/lib/ui/shown-problems';
import { useSidePanelWindow } from '@/lib/ui/use-side-panel-window';
import { useStartRun } from '@/lib/ui/use-start-run';
import { AppHeader } from './app-header';
import { ErrorMessage } from './shared/error-message';
import { FirstRun } from './run/first-run';
import { JobView } from './run/job-view';
import { RequestSummary } from './run/request-summary';
import { RerunQuestion } from './run/rerun-question';
import { RunForm } from './run/run-form';
import { EarlierRunNotice, MockTurnedOffNotice, ReplaceFieldsQuestion } from './run/run-notices';
import { SettingsNotice } from './shared/settings-notice';

// Many pages and History load when first opened: they stay out of the popup's start-up
// bundle (budget in docs/benchmarks.md), which draws the run screen.
const BatchScreen = lazy(async () => ({ default: (await import('./batch/batch-screen')).BatchScreen }));
const HistoryView = lazy(async () => ({ default: (await import('./history/history-view')).HistoryView }));

export type Surface = 'popup' | 'sidepanel';

/** Quarry's app: the same in the toolbar popup and in the side panel. */
export function App({ surface = 'popup' }: { surface?: Surface }): React.JSX.Element {
  useTheme();
  const [draft, updateDraft, loaded] = useDraft();
  const settings = useSettings();
  const jobs = useJobs();
  const pageUrl = useUserTabUrl();
  const [tried, setTried] = useState(false);
  const sidePanelWindow = useSidePanelWindow(surface === 'popup');
  const [askRerun, setAskRerun] = useState<(Extract<RerunPlan, { kind: 'ask' }> & { skipRecipe: boolean }) | null>(
    null,
  );
  const [askReplace, setAskReplace] = useState<Job | null>(null);
  const modelReady = isModelConfigured(settings);
  useMockOffOnceModelReady(loaded, modelReady, draft, updateDraft);

  const newest = jobs[0] ?? null;
  const job = (draft.viewingJobId && jobs.find((j) => j.id === draft.viewingJobId)) || newest;
  const scrollTo = useScrollToJob(job?.id);
  const { start, startError } = useStartRun(settings.mock, (requestId) => {
    updateDraft({ viewingJobId: '', screen: 'run', formCollapsed: true });
    scrollTo(requestId);
  });
  // The form folds only while there is a run to show below it.
  const collapsed = draft.formCollapsed && job !== null;
  const running = Boolean(newest && !isFinal(newest));
  const check = checkDraft(draft);

  function run(): void {
    setTried(true);
    if (Object.keys(check.problems).length > 0) {
      // Send the user to the first field that needs attention.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      if (
        check.problems.number_of_scrolls ||
        check.problems.total_pages ||
        Object.keys(check.problems).some((k) => k.startsWith('steps') || k === 'headers' || k === 'cookies')
      )
        updateDraft({ advancedOpen: true });
      return;
    }
    void start(check.request);
  }

  async function cancel(): Promise<void> {
    if (newest) await sendToBackground({ type: 'cancel', requestId: newest.id });
  }

  async function resetOptions(): Promise<void> {
    const items = await localStorageArea().get(RUN_DEFAULTS_KEY);
    updateDraft(defaultsToDraft(parseRunDefaults(items[RUN_DEFAULTS_KEY])));
  }

  /** Shows a run from history; its request goes into the form unless that loses unsaved work. */
  function reopen(chosen: Job): void {
    const ask = wouldLoseUnsavedFields(draft, jobs, chosen);
    setAskReplace(ask ? chosen : null);
    updateDraft({
      ...(ask ? {} : requestToDraftFields(chosen.request)),
      viewingJobId: chosen.id,
      screen: 'run',
      listPath: '',
      formCollapsed: true,
    });
    scrollTo(chosen.id);
  }

  /**
   * Re-run goes back to the run's own page, or asks when it was made on pasted text.
   * `skipRecipe`: "Run with the model instead" — this run only, the setting is untouched.
   */
  function rerun(chosen: Job, skipRecipe = false): void {
    const plan = planRerun(chosen, pageUrl);
    setAskRerun(plan.kind === 'ask' ? { ...plan, skipRecipe } : null);
    if (plan.kind === 'run') void start(plan.request, skipRecipe);
    // The question offers to paste newer text "below": the form must be open to do that.
    else updateDraft({ formCollapsed: false });
  }

  const needsSetup = !modelReady && !settings.mock;
  return (
    <div className={`app app-${surface}`}>
      <AppHeader
        screen={draft.screen}
        mock={settings.mock}
        sidePanelWindow={sidePanelWindow}
        onScreen={(screen) => updateDraft({ screen })}
      />
      <SettingsNotice />
      <main>
        <Suspense fallback={<p>Opening…</p>}>
          {draft.screen === 'batch' ? (
            loaded && <BatchScreen draft={draft} jobs={jobs} onChange={updateDraft} />
          ) : draft.screen === 'history' ? (
            <HistoryView
              query={draft.historyQuery}
              onQuery={(historyQuery) => updateDraft({ historyQuery })}
              onOpen={reopen}
              onRerun={(chosen) => {
                reopen(chosen);
                rerun(chosen);
              }}
            />
          ) : (
            <div className="run-screen">
              {askRerun && (
                <RerunQuestion
                  source={askRerun.source}
                  pastedKept={askRerun.pastedKept}
                  onRun={() => {
                    setAskRerun(null);
                    void start(askRerun.request, askRerun.skipRecipe);
                  }}
                  onDismiss={() => setAskRerun(null)}
                />
              )}
              {draft.mockTurnedOff && <MockTurnedOffNotice onDismiss={() => updateDraft({ mockTurnedOff: false })} />}
              {needsSetup && (
                <FirstRun mockOn={draft.mock} onUseMock={() => updateDraft({ mock: true, mockFromFirstRun: true })} />
              )}
              {askReplace && (
                <ReplaceFieldsQuestion
                  job={askReplace}
                  onReplace={() => {
                    updateDraft(requestToDraftFields(askReplace.request));
                    setAskReplace(null);
                  }}
                  onKeep={() => setAskReplace(null)}
                />
              )}
              {loaded && collapsed && (
                <RequestSummary
                  draft={draft}
                  // A run opened from History was made on its own page, not the tab open now.
                  pageUrl={(draft.viewingJobId && job?.website_url) || pageUrl}
                  running={running}
                  onEdit={() => {
                    updateDraft({ formCollapsed: false });
                    requestAnimationFrame(() =>
                      document.querySelector<HTMLElement>('textarea[name="prompt"]')?.focus(),
                    );
                  }}
                  onCancel={() => void cancel()}
                />
              )}
              {loaded && !collapsed && (
                <RunForm
                  draft={draft}
                  settings={settings}
                  pageUrl={pageUrl}
                  problems={shownProblems(check.problems, tried)}
                  running={running}
                  onChange={updateDraft}
                  onRun={run}
                  onCancel={() => void cancel()}
                  onResetOptions={() => void resetOptions()}
                />
              )}
              {/* An error about the missing model stops being true once one is set up (in settings, another tab). */}
              {startError && !(modelReady && startError === NO_MODEL_ERROR) && <ErrorMessage text={startError} />}
              {job && (
                <>
                  {job !== newest && <EarlierRunNotice onShowLatest={() => updateDraft({ viewingJobId: '' })} />}
                  <JobView
                    job={job}
                    draft={draft}
                    modelReady={modelReady}
                    recipesOn={settings.recipes === 'auto'}
                    failedCheck={servedBeforeFailedCheck(jobs).has(job.id)}
                    onChange={updateDraft}
                    onRunAgain={running ? undefined : () => rerun(job)}
                    onRunWithModel={running ? undefined : () => rerun(job, true)}
                  />
                </>
              )}
            </div>
          )}
        </Suspense>
      </main>
    </div>
  );
}
