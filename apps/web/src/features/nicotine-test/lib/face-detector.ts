// Face presence on the device (T6), loaded only while the collection is filmed: face-api's tiny
// face detector, its model files shipped in the npm package and served by this app as static
// files. Only "a face is there" comes out: no landmarks, no descriptor, nothing leaves the device.
import * as faceapi from '@vladmandic/face-api';
// The manifest is bundled (a small file would be inlined as a data: URL, which the CSP's
// connect-src does not allow); the weights are a file served by the app.
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';
// TensorFlow.js's WebAssembly backend is in face-api's bundle; its binaries (same version) are
// files served by this app.
import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import wasmSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import wasmThreadedUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';
import { isSoftwareRenderer, webGlRenderer } from './webgl-renderer';

type Manifest = Array<{ weights: Parameters<typeof faceapi.tf.io.decodeWeights>[1] }>;
/** The bundled TensorFlow.js has these; face-api's types leave them out. */
const tf = faceapi.tf as typeof faceapi.tf & {
  setBackend(name: string): Promise<boolean>;
  setWasmPaths(paths: Record<string, string>): void;
};

/**
 * Without a graphics chip, WebGL is drawn on the CPU and TensorFlow.js's WebGL backend cost a
 * whole core while the check ran (its plain-JavaScript CPU backend as much): the WebAssembly
 * backend does the check instead. With a chip, WebGL stays.
 */
async function chooseBackend() {
  if (!isSoftwareRenderer(webGlRenderer())) return;
  try {
    tf.setWasmPaths({
      'tfjs-backend-wasm.wasm': wasmUrl,
      'tfjs-backend-wasm-simd.wasm': wasmSimdUrl,
      // Asked for only on a cross-origin isolated page (threads), which this app's pages are not.
      'tfjs-backend-wasm-threaded-simd.wasm': wasmThreadedUrl,
    });
    if (await tf.setBackend('wasm')) return;
  } catch {
    // A binary that cannot be named, fetched or compiled: the CPU backend below.
  }
  await tf.setBackend('cpu');
}

let ready: Promise<void> | undefined;

function load(): Promise<void> {
  ready ??= (async () => {
    await chooseBackend();
    const weights = await fetch(weightsUrl).then((r) => r.arrayBuffer());
    const map = faceapi.tf.io.decodeWeights(weights, (manifest as Manifest)[0]!.weights);
    faceapi.nets.tinyFaceDetector.loadFromWeightMap(map);
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 320, scoreThreshold: 0.4 });

/** Whether a face is in the picture. */
export async function faceInView(picture: HTMLCanvasElement): Promise<boolean> {
  await load();
  return (await faceapi.detectSingleFace(picture, options)) !== undefined;
}
