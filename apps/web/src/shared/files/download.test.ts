import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR } from '../api/api-error';
import { fetchAndSave } from './download';

afterEach(() => vi.restoreAllMocks());

describe('fetchAndSave', () => {
  function stubSaving() {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  }

  it('saves the file under its name', async () => {
    const click = stubSaving();
    const refused = vi.fn();
    expect(await fetchAndSave(async () => new Blob(['x']), 'a.xlsx', refused)).toBe('saved');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('a.xlsx');
    expect(refused).not.toHaveBeenCalled();
  });

  it("hands a refusal with a reason ('No data is exported') to be shown, and does not log it as a failure", async () => {
    const click = stubSaving();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = vi.fn();
    const refusal = new ApiError('No data is exported', 1030);
    expect(await fetchAndSave(() => Promise.reject(refusal), 'a.xlsx', refused)).toBe('refused');
    expect(refused).toHaveBeenCalledWith(refusal);
    expect(log).not.toHaveBeenCalled();
    expect(click).not.toHaveBeenCalled();
  });

  it("only logs 'Download Error' when the download fails otherwise (spec 8), and stays quiet on an expired session", async () => {
    stubSaving();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = vi.fn();
    const network = new ApiError('network', CLIENT_ERROR.network);
    expect(await fetchAndSave(() => Promise.reject(network), 'a.xlsx', refused)).toBe('failed');
    expect(log).toHaveBeenCalledWith('Download Error', network);
    await fetchAndSave(() => Promise.reject(new ApiError('expired', 1010)), 'a.xlsx', refused);
    expect(log).toHaveBeenCalledTimes(1);
    expect(refused).not.toHaveBeenCalled();
  });
});
