import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchManifestDependentData, isSlowConnection } from './deferred-fetch';

describe('manifest-dependent data', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is fetched 1 s after start, not before', () => {
    const fetchData = vi.fn();
    fetchManifestDependentData(fetchData, { effectiveType: '4g' });
    vi.advanceTimersByTime(999);
    expect(fetchData).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchData).toHaveBeenCalledTimes(1);
  });

  it('is fetched when the browser does not tell the connection', () => {
    const fetchData = vi.fn();
    fetchManifestDependentData(fetchData, undefined);
    vi.advanceTimersByTime(1000);
    expect(fetchData).toHaveBeenCalledTimes(1);
  });

  it('is not fetched on a slow connection', () => {
    const fetchData = vi.fn();
    fetchManifestDependentData(fetchData, { effectiveType: '2g' });
    fetchManifestDependentData(fetchData, { effectiveType: '4g', saveData: true });
    vi.advanceTimersByTime(10_000);
    expect(fetchData).not.toHaveBeenCalled();
  });

  it('counts 2g and slow-2g as slow, 3g and 4g not', () => {
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});
