/**
 * Stands in for `@acemir/cssom` in the extension build (alias in wxt.config.ts). linkedom,
 * which parses HTML in the service worker, imports that CSS parser only for
 * `<style>.sheet`, which Quarry never reads — and the parser calls `eval()`, which MV3's
 * content security policy forbids and the build test rejects.
 */
export function parse(): never {
  throw new Error('CSS parsing is not part of Quarry’s build.');
}
