/**
 * Renders one SVG to PNG in a process of its own (scripts/raster-images.mjs): the parent gives
 * it a time budget and stops it when that runs out, and a picture too large to allocate ends
 * this process, never the build. Reads { svg, options, limits } as JSON on stdin, writes the
 * PNG on stdout; a refusal is one line on stderr and exit code 3.
 */
import { Resvg } from '@resvg/resvg-js';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { svg, options, limits, shapeOf } = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const refuse = (message) => {
  process.stderr.write(message);
  process.exit(3);
};

const checkShape = ({ width, height }) => {
  if (!(width > 0 && height > 0)) refuse('the SVG has no size');
  if (Math.max(width / height, height / width) > limits.aspect) refuse(`the SVG is ${Math.round(width)} x ${Math.round(height)}, more than ${limits.aspect} times as long as it is wide`);
};
if (shapeOf) checkShape(new Resvg(shapeOf, { font: { loadSystemFonts: false } }));
// The machine's own fonts only when the caller asks (the share card's text, made by the build);
// an SVG from content is rendered without them.
const font = { loadSystemFonts: options.font?.loadSystemFonts === true, ...(options.font?.defaultFontFamily ? { defaultFontFamily: String(options.font.defaultFontFamily) } : {}) };
const resvg = new Resvg(svg, { ...options, font });
const { width, height } = resvg;
checkShape(resvg);
const fit = options.fitTo ?? { mode: 'original' };
const scale = fit.mode === 'width' ? fit.value / width : fit.mode === 'height' ? fit.value / height : fit.mode === 'zoom' ? fit.value : 1;
const pixels = Math.ceil(width * scale) * Math.ceil(height * scale);
if (pixels > limits.pixels) refuse(`the picture would be ${Math.ceil(width * scale)} x ${Math.ceil(height * scale)} pixels, more than ${limits.pixels} in all`);
process.stdout.write(resvg.render().asPng());
