let context: CanvasRenderingContext2D | null | undefined;

/**
 * How wide a text is drawn in the given font (`16px Roboto, sans-serif`), in CSS pixels: what a
 * control needs so its placeholder or longest option is not cut. Measured on a canvas, so before
 * anything is drawn; where there is no canvas (tests in jsdom) a wide letter is assumed per character.
 */
export function textWidth(text: string, font: string): number {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  if (!context) return text.length * (Number.parseFloat(font) || 16) * 0.6;
  context.font = font;
  return context.measureText(text).width;
}

/** The widest of some texts (0 for none). */
export function widestText(texts: readonly string[], font: string): number {
  return texts.reduce((max, text) => Math.max(max, textWidth(text, font)), 0);
}
