// The part of subset-font's API scripts/fonts.ts uses (the package ships no types).
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat: 'woff2' | 'woff' | 'truetype';
      variationAxes?: Record<string, Axis>;
      /** OpenType feature tags to keep; every feature when absent. */
      keepFeatures?: readonly string[];
    },
  ): Promise<Buffer>;
}
