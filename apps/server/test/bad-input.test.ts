import {
  ALL_OPERATIONS,
  API_KEY_HEADER,
  ErrorCode,
  fillPath,
  OPS_KEY_HEADER,
  type OperationDef,
  setting,
} from '@portal/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseInput } from '../src/http/register-routes';
import { AppError } from '../src/kernel/app-error';
import { BAD_BODIES, BAD_VALUES, seededRandom } from './support/bad-values';
import { hostileCases } from './support/hostile-values';
import { multipart } from './support/multipart';
import { type JsonSchema, jsonSchemaOf, sampleFor } from './support/sample-input';
import { OPS_KEY, TestApp } from './support/test-app';
import { touching } from './support/touched-tables';

/**
 * Random mixes of bad values per operation, after the systematic cases (every field with every bad
 * value and left out, every path segment, every broken body). The mixes once filled every operation
 * up to 200 requests, most of them for operations with few fields, where they repeat what the
 * systematic cases try; a fixed number keeps the walk's cost in step with what it covers.
 */
const RANDOM_MIXES = 40;

interface Case {
  label: string;
  /**
   * What the case sends that is bad (`value 12`, `without`, `body 3`, `random`…). Of the cases the
   * contract refuses, only the first of its kind in an operation is sent over HTTP: see `splitCases`.
   */
  kind: string;
  payload?: unknown;
  query?: Record<string, unknown>;
  /** The path's `{name}` segments; the sample's when left out. */
  params?: Record<string, unknown>;
  rawBody?: string;
  contentType?: string;
}

const NOT_CONFIGURED: number[] = [ErrorCode.SERVICE_NOT_CONFIGURED, ErrorCode.TRANSLATION_NOT_CONFIGURED];

function isJson(contentType: string | string[] | number | undefined): boolean {
  return String(contentType ?? '').includes('application/json');
}

function fieldsOf(schema: JsonSchema): Record<string, JsonSchema> {
  return schema.properties ?? {};
}

/** Every field replaced by every bad value, every field left out, random mixes, and broken bodies. */
function casesFor(operation: OperationDef): Case[] {
  const inputSchema = operation.method === 'GET' ? operation.query : operation.body;
  const schema: JsonSchema = inputSchema ? jsonSchemaOf(inputSchema) : { type: 'object', properties: {} };
  const valid = sampleFor(schema) as Record<string, unknown>;
  const fields = Object.keys(fieldsOf(schema));
  const place = (value: Record<string, unknown>, label: string, kind: string): Case =>
    operation.method === 'GET' ? { label, kind, query: value } : { label, kind, payload: value };
  const cases: Case[] = [place(valid, 'sample', 'sample')];
  for (const field of fields) {
    const { [field]: _dropped, ...without } = valid;
    cases.push(place(without, `without ${field}`, 'without'));
    BAD_VALUES.forEach((bad, i) => {
      cases.push(place({ ...valid, [field]: bad }, `${field}=${String(bad).slice(0, 20)}`, `value ${i}`));
    });
  }
  if (operation.params) {
    const validParams = sampleParams(operation);
    for (const name of Object.keys(validParams)) {
      BAD_VALUES.forEach((bad, i) => {
        cases.push({
          ...place(valid, `path ${name}=${String(bad).slice(0, 20)}`, `value ${i}`),
          params: { ...validParams, [name]: bad },
        });
      });
    }
  }
  if (operation.method === 'POST') {
    BAD_BODIES.forEach((body, i) => {
      cases.push({ label: `body ${JSON.stringify(body)}`, kind: `body ${i}`, payload: body });
    });
    cases.push({ label: 'invalid json', kind: 'invalid json', rawBody: '{"a":', contentType: 'application/json' });
    cases.push({ label: 'text body', kind: 'text body', rawBody: 'hello', contentType: 'text/plain' });
    cases.push({
      label: 'form body',
      kind: 'form body',
      rawBody: 'a=1&b=2',
      contentType: 'application/x-www-form-urlencoded',
    });
  }
  const random = seededRandom(operation.id.length * 7919);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  for (let mix = 0; mix < RANDOM_MIXES; mix++) {
    const mixed: Record<string, unknown> = { ...valid };
    for (const field of fields) if (random() < 0.5) mixed[field] = pick(BAD_VALUES);
    if (random() < 0.3) mixed[`extra_${Math.floor(random() * 1000)}`] = pick(BAD_VALUES);
    cases.push(place(mixed, `random #${cases.length}`, 'random'));
  }
  return cases;
}

/**
 * Whether the contract takes a case's path, query and body, as the route reads them
 * (`parseInput` in http/register-routes.ts), so the request goes on to the services and their
 * statements. The walk holds this to the server: a case it says is refused must be answered
 * "Validation failure" there, over HTTP or by the server's `parseInput` (`expectRefusedInProcess`).
 */
function contractTakes(operation: OperationDef, c: Case): boolean {
  if (c.rawBody !== undefined || pathTooLong(c)) return false;
  if (operation.params && !operation.params.safeParse(pathValues(c.params ?? sampleParams(operation))).success) {
    return false;
  }
  if (operation.method === 'GET') return !operation.query || operation.query.safeParse(asReceived(c.query)).success;
  if (!operation.body || operation.multipart) return true;
  return operation.body.safeParse(JSON.parse(JSON.stringify(c.payload ?? {}))).success;
}

/**
 * The cases of an operation to send over HTTP, the same on both engines: every case the contract
 * takes, and of the refused ones the first of each kind (each bad value, each broken body, a missing
 * field, a random mix). A case the contract refuses never reaches a service or the data layer; what
 * the request writes is the operation log's line of the refused request, which depends on the bad
 * value sent, not on the field it was sent in, so every value still reaches each engine's log table
 * once per operation. The other refused cases go through the server's own input parsing in process
 * (`expectRefusedInProcess`): the same `parseInput` and the same worded field errors the reply would
 * carry, without a request's session, routing and log line.
 */
function splitCases(operation: OperationDef, cases: Case[]): { sent: SentCase[]; parsed: Case[] } {
  const sentRefused = new Set<string>();
  const sent: SentCase[] = [];
  const parsed: Case[] = [];
  for (const c of cases) {
    const takes = contractTakes(operation, c);
    if (takes || c.rawBody !== undefined || pathTooLong(c) || !sentRefused.has(c.kind)) {
      if (!takes) sentRefused.add(c.kind);
      sent.push({ ...c, takes });
    } else {
      parsed.push(c);
    }
  }
  return { sent, parsed };
}

type SentCase = Case & { takes: boolean };

/**
 * A refused case through the server's own parsing of path, query and body (`parseInput`, as the route
 * calls it): it must be refused as "Validation failure", every field error worded in both languages.
 */
function expectRefusedInProcess(operation: OperationDef, c: Case): void {
  const parts: Array<[z.ZodType | undefined, unknown]> = [
    [operation.params, pathValues(c.params ?? sampleParams(operation))],
    operation.method === 'GET'
      ? [operation.query, asReceived(c.query)]
      : [operation.multipart ? undefined : operation.body, JSON.parse(JSON.stringify(c.payload ?? {}))],
  ];
  const where = `${operation.id} / ${c.label}`;
  const refusals = parts.flatMap(([schema, input]) => {
    if (!schema) return [];
    try {
      parseInput(schema, input);
      return [];
    } catch (error) {
      return [error];
    }
  });
  expect(refusals.length, `${where}: refused by the contract`).toBeGreaterThan(0);
  const error = refusals[0];
  expect(error instanceof AppError && error.code, where).toBe('VALIDATION_FAILED');
  for (const lang of ['en', 'zh_CN'] as const) {
    const fields = (error as AppError).fieldErrors(lang);
    expect(fields.length, `${where}: field errors in ${lang}`).toBeGreaterThan(0);
    for (const field of fields) expect(field.message.length, `${where}: ${lang} ${field.field}`).toBeGreaterThan(0);
    expect(JSON.stringify(fields).length, where).toBeGreaterThan(0);
  }
}

/**
 * Refusals that come before the contract reads the input: the body parser's (a prototype key), the
 * session, the API key, the account's right, the rate limit.
 */
const BEFORE_INPUT: number[] = [
  ErrorCode.PARAMETER_ERROR,
  ErrorCode.SESSION_EXPIRED,
  ErrorCode.API_KEY_MISSING,
  ErrorCode.API_KEY_INVALID,
  ErrorCode.PERMISSION_DENIED,
  ErrorCode.TOO_FREQUENT,
];

/** Fastify's `maxParamLength`: a longer path segment matches no route, and the reply is 404. */
const ROUTER_PARAM_LIMIT = 100;

function pathTooLong(c: Case): boolean {
  return Object.values(pathValues(c.params ?? {})).some(
    (value) => encodeURIComponent(value).length > ROUTER_PARAM_LIMIT,
  );
}

/** A query as the server's parser hands it on: a key sent no times is absent, a key sent once is text. */
function asReceived(query: Record<string, unknown> | undefined): Record<string, string | string[]> {
  const received: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(toQuery(query) ?? {})) {
    if (Array.isArray(value) && value.length === 0) continue;
    received[key] = Array.isArray(value) && value.length === 1 ? (value[0] as string) : value;
  }
  return received;
}

/** A valid value of each path segment. */
function sampleParams(operation: OperationDef): Record<string, unknown> {
  return operation.params ? (sampleFor(jsonSchemaOf(operation.params)) as Record<string, unknown>) : {};
}

/** A case for each look-alike of each field the operation takes (`support/hostile-values.ts`). */
function lookAlikeCasesFor(operation: OperationDef): Array<Case & { field: string }> {
  const validParams = sampleParams(operation);
  const label = (field: string, value: unknown) => `${field}=${JSON.stringify(value)}`;
  const inPath = operation.params
    ? hostileCases(jsonSchemaOf(operation.params), 'text').map((c) => ({
        label: `path ${label(c.field, c.value)}`,
        kind: 'look-alike',
        field: c.field,
        params: { ...validParams, [c.field]: String(c.value) },
      }))
    : [];
  const inputSchema = operation.method === 'GET' ? operation.query : operation.body;
  if (!inputSchema) return inPath;
  const carrier = operation.method === 'GET' || operation.multipart ? 'text' : 'json';
  const inInput = hostileCases(jsonSchemaOf(inputSchema), carrier).map((c) => {
    const text = Object.fromEntries(Object.entries(c.input).map(([name, value]) => [name, String(value)]));
    const placed: Case =
      operation.method === 'GET'
        ? { label: label(c.field, c.value), kind: 'look-alike', query: c.input }
        : operation.multipart
          ? { label: label(c.field, c.value), kind: 'look-alike', ...formBody(operation, text) }
          : { label: label(c.field, c.value), kind: 'look-alike', payload: c.input };
    return { ...placed, field: c.field };
  });
  return [...inPath, ...inInput];
}

/** The file field of an upload, where it is not `file`. */
const FILE_FIELDS: Record<string, string> = { 'topUp.submit': 'voucher' };

/** The fields of an upload as the browser sends them, then a file, which is read only once they pass. */
function formBody(operation: OperationDef, fields: Record<string, string>): Pick<Case, 'rawBody' | 'contentType'> {
  const file = { name: FILE_FIELDS[operation.id] ?? 'file', filename: 'upload.png', data: 'x' };
  const form = multipart([...Object.entries(fields).map(([name, data]) => ({ name, data })), file]);
  return { rawBody: form.payload.toString('latin1'), contentType: form.headers['content-type'] };
}

/** A bad value as a client would put it in a path: text as it is, anything else as JSON. */
function pathValues(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ]),
  );
}

function toQuery(query: Record<string, unknown> | undefined): Record<string, string | string[]> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value)
      ? value.map((v) => String(v))
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  }
  return out;
}

describe('generated bad input never breaks the envelope', () => {
  let t: TestApp;
  let token: string;
  let apiKey: string;
  let lookAlikeAddress = 0;
  beforeAll(async () => {
    // Hundreds of requests a second with one API key: its rate limit would answer most of them.
    t = await TestApp.start({ env: { OPEN_API_BURST: '1000000', OPEN_API_RATE_PER_SECOND: '1000000' } });
    token = await t.login();
    apiKey = (await t.call(setting.generateCustomerApiKey, { token })).content.apikey;
  });
  afterAll(() => t.close());

  /** The request of one case, signed in as the operation needs. */
  function injectOptions(operation: OperationDef, c: Case): InjectOptions {
    const headers: Record<string, string> = { 'accept-language': c.label.length % 2 ? 'zh_CN' : 'en' };
    if (operation.auth === 'user') headers.token = token;
    if (operation.auth === 'ops') headers[OPS_KEY_HEADER] = OPS_KEY;
    if (operation.auth === 'apiKey') headers[API_KEY_HEADER] = apiKey;
    if (c.contentType) headers['content-type'] = c.contentType;
    if (operation.method === 'POST' && !c.contentType) headers['content-type'] = 'application/json';
    return {
      method: operation.method,
      url: fillPath(operation.path, pathValues(c.params ?? sampleParams(operation))),
      headers,
      query: toQuery(c.query),
      ...(operation.method === 'POST' ? { payload: (c.rawBody ?? JSON.stringify(c.payload ?? {})) as string } : {}),
    };
  }

  for (const operation of ALL_OPERATIONS) {
    it(`${operation.method} ${operation.path} (${operation.id})`, async () => {
      const all = operation.id === 'auth.logout' ? casesFor(operation).slice(0, 20) : casesFor(operation);
      expect(all.length).toBeGreaterThanOrEqual(20);
      const { sent, parsed } = splitCases(operation, all);
      for (const c of parsed) expectRefusedInProcess(operation, c);
      for (const c of sent) {
        const reply = await t.app.server.inject(injectOptions(operation, c));
        const where = `${operation.id} / ${c.label}`;
        // A file operation that accepted its input answers the file, not the envelope.
        if (operation.response === 'binary' && reply.statusCode === 200 && !isJson(reply.headers['content-type'])) {
          continue;
        }
        const body = reply.json() as Record<string, unknown>;
        // A service deliberately left unconfigured (translation by default) says so with 503; nothing else may be 5xx.
        const unconfigured = reply.statusCode === 503 && NOT_CONFIGURED.includes(Number(body.error_code));
        if (!unconfigured) expect(reply.statusCode, `${where}: ${reply.body.slice(0, 200)}`).toBeLessThan(500);
        expect(typeof body.error_code, where).toBe('number');
        expect(typeof body.msg === 'string' && body.msg.length > 0, where).toBe(true);
        expect('content' in body, where).toBe(true);
        if (!c.takes && c.rawBody === undefined && !unconfigured) {
          const refusals = pathTooLong(c) ? [ErrorCode.NOT_FOUND] : [ErrorCode.VALIDATION_FAILED, ...BEFORE_INPUT];
          expect(refusals, `${where}: refused before the services`).toContain(body.error_code);
        }
        if (body.error_code === 1010 && operation.auth === 'user') token = await t.login();
      }
    });

    // Issue 23: look-alikes of a field's value (0x10, true for a number, years 1 and 9999, half an
    // emoji) are refused by the contract's strict rules, naming the field, before anything is written.
    const hostile = lookAlikeCasesFor(operation);
    if (hostile.length) {
      it(`${operation.id} refuses look-alike values`, async () => {
        // The walk above regenerates the API key (setting.generateCustomerApiKey) and then counts the
        // old key's calls as guesses from this address, which waits before any key: an Open API
        // operation's look-alikes come with a key of now, from an address of their own.
        if (operation.auth === 'apiKey') {
          token = await t.login();
          apiKey = (await t.call(setting.generateCustomerApiKey, { token })).content.apikey;
          lookAlikeAddress += 1;
        }
        const from = operation.auth === 'apiKey' ? { remoteAddress: `203.0.113.${lookAlikeAddress}` } : {};
        for (const c of hostile) {
          const { result: reply, touched } = await touching(() =>
            t.app.server.inject({ ...injectOptions(operation, c), ...from }),
          );
          const where = `${operation.id} / ${c.label}`;
          expect(reply.statusCode, `${where}: ${reply.body.slice(0, 200)}`).toBeLessThan(500);
          const body = reply.json() as { error_code: number; content: { errors?: Array<{ field: string }> } | null };
          expect(body.error_code, `${where}: ${reply.body.slice(0, 300)}`).not.toBe(0);
          const named = (body.content?.errors ?? []).map((error) => error.field);
          expect(named, `${where}: ${reply.body.slice(0, 300)}`).toContain(c.field);
          expect([...touched.writes], where).toEqual([]);
        }
      });
    }
  }
});
