import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from './webgl-renderer';

describe('isSoftwareRenderer', () => {
  it('names the renderers that draw WebGL on the CPU', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'softpipe',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(true);
    }
  });

  it('keeps graphics chips on WebGL', () => {
    for (const name of [
      'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
      'Apple GPU',
      'Adreno (TM) 640',
      'Mali-G78',
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    ]) {
      expect(isSoftwareRenderer(name), name).toBe(false);
    }
  });

  it('counts no WebGL with the software renderers', () => {
    expect(isSoftwareRenderer(null)).toBe(true);
  });
});
