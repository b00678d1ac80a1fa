// Face presence on the device (T6), loaded only while the collection is filmed: face-api's tiny
// face detector, its model files shipped in the npm package and served by this app as static
// files. Only "a face is there" comes out: no landmarks, no descriptor, nothing leaves the device.
import * as faceapi from '@vladmandic/face-api';
// The manifest is bundled (a small file would be inlined as a data: URL, which the CSP's
// connect-src does not allow); the weights are a file served by the app.
import manifest from '@vladmandic/face-api/model/tiny_face_detector_model-weights_manifest.json';
import weightsUrl from '@vladmandic/face-api/model/tiny_face_detector_model.bin?url';

type Manifest = Array<{ weights: Parameters<typeof faceapi.tf.io.decodeWeights>[1] }>;

let ready: Promise<void> | undefined;

function load(): Promise<void> {
  ready ??= (async () => {
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
