import type { ExtractionRequest, Usage } from '../contract';
import type { ModelInput } from '../convert/model-input';
import type { Progress } from './progress';

/** What every extraction provider gets: a request whose source is filled in and valid. */
export interface ExtractInput {
  request: ExtractionRequest;
  /** The address of the page the source came from ('' for pasted input). */
  pageUrl: string;
  /** The page as the model should read it (converted in the page, or from the pasted source). */
  content: ModelInput;
  /**
   * The captured page's DOM, when there is one: the list's count leaves out items it alone marks
   * as paid placements, so their absence costs no follow-up call.
   */
  document?: () => Document;
  signal: AbortSignal;
  onProgress(progress: Progress): void;
}

export interface ExtractOutput {
  result: unknown;
  usage: Partial<Usage>;
  mock: boolean;
  /** The model's last answer stopped at its output limit and could not be continued. */
  cutOff?: boolean;
  /**
   * A list shorter than the page's count of records was asked for the records after its last
   * one: `confirmed` when the model answered that none come after it (the count took other
   * items for records), `open` when a part stayed short without that answer. Absent when no
   * list was short.
   */
  listEnd?: ListEnd;
}

export type ListEnd = 'confirmed' | 'open';

/** Parts' list ends as one: any part left open leaves the whole open. */
export function joinListEnds(ends: ReadonlyArray<ListEnd | undefined>): ListEnd | undefined {
  if (ends.includes('open')) return 'open';
  return ends.includes('confirmed') ? 'confirmed' : undefined;
}

/** A way to turn a page into the user's JSON: mock data, a local model, a remote service. */
export interface ExtractionProvider {
  readonly name: string;
  extract(input: ExtractInput): Promise<ExtractOutput>;
}
