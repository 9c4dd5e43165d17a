/**
 * Short references for links and images. Long URLs cost many tokens and models truncate or
 * invent them, so the model input says "[text](L3)" / "![alt](I2)" and the full URL is kept
 * in `refs`; restoreRefs puts the URLs back into whatever the model answered.
 */

/** Query parameters that only track the visitor; they never change what a URL points to. */
const TRACKING_PARAM =
  /^(utm_\w+|gclid|gclsrc|dclid|fbclid|msclkid|yclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|_ga|_gl|ref_|pd_rd_\w+|pf_rd_\w+|spm|scm|trk|trkCampaign|sc_campaign|cmpid|icid|wt_mc|ncid|oly_\w+|vero_\w+)$/i;

/** Makes a URL absolute and drops tracking parameters; null when it is not worth a reference. */
export function cleanUrl(raw: string, baseUrl: string): string | null {
  const value = raw.trim();
  if (!value || value.startsWith('#') || /^(javascript|data|blob|about|mailto|tel):/i.test(value)) {
    return /^(mailto|tel):/i.test(value) ? value : null;
  }
  let url: URL;
  try {
    url = new URL(value, baseUrl || undefined);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAM.test(key)) url.searchParams.delete(key);
  return url.href;
}

export class RefTable {
  readonly refs: Record<string, string> = {};
  private readonly byUrl = new Map<string, string>();
  private links = 0;
  private images = 0;

  constructor(private readonly baseUrl: string) {}

  /** The short name for a link ("L1") or image ("I1"), or null for URLs not worth keeping. */
  ref(raw: string, kind: 'link' | 'image'): string | null {
    const url = cleanUrl(raw, this.baseUrl);
    if (!url) return null;
    const key = `${kind}:${url}`;
    const known = this.byUrl.get(key);
    if (known) return known;
    const name = kind === 'link' ? `L${++this.links}` : `I${++this.images}`;
    this.byUrl.set(key, name);
    this.refs[name] = url;
    return name;
  }

  /** Keeps only the references that still appear in the final text. */
  prune(text: string): Record<string, string> {
    const used: Record<string, string> = {};
    for (const match of text.matchAll(/\b([LI]\d+)\b/g)) {
      const name = match[1] ?? '';
      const url = this.refs[name];
      if (url) used[name] = url;
    }
    return used;
  }
}

const WHOLE_REF = /^\s*[[(]?\s*([LI]\d+)\s*[\])]?\s*$/;
const EMBEDDED_REF = /\[([LI]\d+)\]|\(([LI]\d+)\)|\b([LI]\d+)\b/g;

/**
 * Replaces the short references a model copied into its answer ("L12", "[L12]", "(I3)") with
 * the full URLs, in every string of a JSON value. Strings that only resemble a reference but
 * are not in `refs` stay as they are.
 */
export function restoreRefs(value: unknown, refs: Record<string, string>): unknown {
  if (typeof value === 'string') return restoreString(value, refs);
  if (Array.isArray(value)) return value.map((item) => restoreRefs(item, refs));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = restoreRefs(item, refs);
    return out;
  }
  return value;
}

function restoreString(text: string, refs: Record<string, string>): string {
  const whole = WHOLE_REF.exec(text);
  if (whole) return refs[whole[1] ?? ''] ?? text;
  return text.replace(EMBEDDED_REF, (match, a?: string, b?: string, c?: string) => {
    const name = a ?? b ?? c ?? '';
    const url = refs[name];
    if (!url) return match;
    return a ? url : b ? `(${url})` : url;
  });
}
