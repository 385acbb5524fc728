import type { App } from '../../apps/server/src/app';

/** Wall and process-CPU milliseconds of each round's import and export. */
export interface ImportExportTimes {
  imports: number[];
  importCpu: number[];
  exports: number[];
  exportCpu: number[];
}

/** Process CPU time in ms: the server runs in this process, so it is the work one request costs, whatever else the machine runs. */
export const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

/**
 * One round of an import-and-export bench against the in-process server: posts the multipart
 * `body` of a file of `rows` rows to `importPath` (every row must be imported), then exports
 * `exportPath` with `exportQuery` as xlsx; adds both times to `times` and prints the round.
 */
export async function importExportRound(
  app: App,
  token: string,
  round: number,
  request: {
    importPath: string;
    body: { payload: Buffer; contentType: string };
    fileBytes: number;
    rows: number;
    exportPath: string;
    exportQuery: Record<string, string>;
  },
  times: ImportExportTimes,
): Promise<void> {
  let started = performance.now();
  let cpu = process.cpuUsage();
  const imported = await app.server.inject({
    method: 'POST',
    url: request.importPath,
    payload: request.body.payload,
    headers: { token, 'content-type': request.body.contentType },
  });
  times.imports.push(performance.now() - started);
  times.importCpu.push(cpuSince(cpu));
  const result = imported.json() as { error_code: number; content: { success: number } };
  if (result.error_code !== 0 || result.content.success !== request.rows) {
    throw new Error(`import of round ${round} failed: ${imported.body.slice(0, 400)}`);
  }
  started = performance.now();
  cpu = process.cpuUsage();
  const exported = await app.server.inject({
    method: 'GET',
    url: request.exportPath,
    query: request.exportQuery,
    headers: { token },
  });
  times.exports.push(performance.now() - started);
  times.exportCpu.push(cpuSince(cpu));
  if (exported.statusCode !== 200 || !String(exported.headers['content-type']).includes('spreadsheetml')) {
    throw new Error(`export of round ${round} failed: ${exported.body.slice(0, 300)}`);
  }
  console.log(
    `round ${round}: import ${times.imports.at(-1)?.toFixed(0)} ms (CPU ${times.importCpu.at(-1)?.toFixed(0)} ms, file ${(request.fileBytes / 1024).toFixed(0)} KB), ` +
      `export ${times.exports.at(-1)?.toFixed(0)} ms (CPU ${times.exportCpu.at(-1)?.toFixed(0)} ms, file ${(exported.rawPayload.length / 1024).toFixed(0)} KB)`,
  );
}
