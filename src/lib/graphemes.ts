// A page's first Intl service of any kind loads the browser's locale data, a task far past 50 ms
// on a phone. A segmenter built when its module runs would make every page with a header pay
// that, though only a signed-in user's initials (or a review's text) are ever split into
// characters. So it is built at first use.

type Segmenter = { segment(text: string): Iterable<{ segment: string }> };

let segmenter: Segmenter | null | undefined;

/** Intl.Segmenter where the browser has it (Chrome 87, Safari 14.1, Firefox 125 and later). */
function graphemeSegmenter(): Segmenter | null {
  if (segmenter === undefined) {
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  }
  return segmenter;
}

/**
 * The characters a reader sees (grapheme clusters), one at a time, so a caller can stop early:
 * 'é' written as e + accent, an emoji with its skin tone or a flag is one. `using` is the
 * segmenter (tests): without one, code points, so a surrogate pair is still never split.
 */
export function* eachGrapheme(text: string, using: Segmenter | null = graphemeSegmenter()): Generator<string> {
  if (!using) return yield* text;
  for (const { segment } of using.segment(text)) yield segment;
}

/** Every character a reader sees in `text` (see eachGrapheme). */
export const graphemes = (text: string, using: Segmenter | null = graphemeSegmenter()): string[] => Array.from(eachGrapheme(text, using));
