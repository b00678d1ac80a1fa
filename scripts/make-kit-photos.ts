// Writes synthetic photos of the documented test kit (docs/test-kit.md) with their truth, and
// a 1:1 SVG drawing of a kit for printing: `npm run kit:photos -- <folder> [count] [seed]`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { kitSvg } from '@quit/test-support/render-kit';
import {
  linesFor,
  random,
  randomParams,
  renderPhoto,
  truthOf,
  type Truth,
} from '@quit/test-support/synthetic-photo';

const [folder, countArg = '20', seedArg = '1'] = process.argv.slice(2);
if (!folder) {
  console.error('usage: npm run kit:photos -- <folder> [count] [seed]');
  process.exit(2);
}
const count = Number(countArg);
const seed = Number(seedArg);
const truths: Truth[] = ['passed', 'failed', 'partial', 'invalid', 'borderline'];
await mkdir(folder, { recursive: true });
const drawing = kitSvg('QP-7K3M9X2A', { c: 1, t: 0.8 }, 1).replace(
  /width="80" height="30"/,
  'width="80mm" height="30mm"',
);
await writeFile(path.join(folder, 'kit.svg'), drawing);
const index = [];
for (let i = 0; i < count; i++) {
  const r = random(seed * 100_003 + i);
  const params = randomParams(r, linesFor(truths[i % truths.length]!, r));
  const file = `kit-${String(i).padStart(4, '0')}.jpg`;
  await writeFile(path.join(folder, file), await renderPhoto(params, seed + i));
  index.push({ file, truth: truthOf(params.lines), ...params });
}
await writeFile(path.join(folder, 'truth.json'), JSON.stringify(index, null, 2));
console.log(`${count} photos, truth.json and kit.svg in ${folder}`);
