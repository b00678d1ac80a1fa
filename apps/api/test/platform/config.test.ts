import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config';

describe('TEST_AUDIT_SHARE (T8)', () => {
  it('holds one automatic pass in ten by default and takes any share from 0 to 1', () => {
    expect(loadConfig({}).testAuditShare).toBe(0.1);
    expect(loadConfig({ TEST_AUDIT_SHARE: '0' }).testAuditShare).toBe(0);
    expect(loadConfig({ TEST_AUDIT_SHARE: '1' }).testAuditShare).toBe(1);
    expect(loadConfig({ TEST_AUDIT_SHARE: '0.25' }).testAuditShare).toBe(0.25);
  });

  it('refuses a share outside 0–1 or not a number, naming the variable', () => {
    for (const bad of ['1.5', '-0.1', 'ten percent']) {
      expect(() => loadConfig({ TEST_AUDIT_SHARE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ TEST_AUDIT_SHARE: bad })).toThrow(
        /TEST_AUDIT_SHARE: TEST_AUDIT_SHARE must be a number between 0 and 1/,
      );
    }
  });
});

describe('SPOT_TESTS (T7)', () => {
  it('draws one spot test per course by default and takes 0, 1 or 2', () => {
    expect(loadConfig({}).spotTests).toBe(1);
    expect(loadConfig({ SPOT_TESTS: '0' }).spotTests).toBe(0);
    expect(loadConfig({ SPOT_TESTS: '2' }).spotTests).toBe(2);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['3', '-1', '1.5', 'one']) {
      expect(() => loadConfig({ SPOT_TESTS: bad })).toThrow(
        /SPOT_TESTS: SPOT_TESTS must be a whole number from 0 to 2/,
      );
    }
  });
});

describe('RECORDING_CHUNK_SECONDS (T5)', () => {
  it('sends a chunk every 3 s by default and takes 1 to 10', () => {
    expect(loadConfig({}).recordingChunkSeconds).toBe(3);
    expect(loadConfig({ RECORDING_CHUNK_SECONDS: '1' }).recordingChunkSeconds).toBe(1);
    expect(loadConfig({ RECORDING_CHUNK_SECONDS: '10' }).recordingChunkSeconds).toBe(10);
  });

  it('refuses anything that could leave a silence past the tolerance, naming the variable', () => {
    for (const bad of ['0', '11', '2.5', 'three']) {
      expect(() => loadConfig({ RECORDING_CHUNK_SECONDS: bad })).toThrow(
        /RECORDING_CHUNK_SECONDS: RECORDING_CHUNK_SECONDS must be a whole number of seconds from 1 to 10/,
      );
    }
  });
});
