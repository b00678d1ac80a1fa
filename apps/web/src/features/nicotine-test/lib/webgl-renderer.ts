// Which WebGL the device has: a graphics chip, or a renderer that draws on the CPU (Chromium's
// SwiftShader where the GPU is blocked or absent, Mesa's llvmpipe and softpipe, Microsoft's
// Basic Render Driver). On the latter, TensorFlow.js's WebGL backend runs the face check's
// shaders through the emulation (docs/decisions/0092-face-check-without-a-graphics-chip.md).

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** Whether a WebGL renderer's name is one that draws on the CPU (null: no WebGL at all). */
export function isSoftwareRenderer(renderer: string | null): boolean {
  return renderer === null || SOFTWARE.test(renderer);
}

/** The name of the renderer behind WebGL here, or null without WebGL. */
export function webGlRenderer(): string | null {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}
