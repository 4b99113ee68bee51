import 'server-only';
import axios, { isAxiosError, type AxiosInstance } from 'axios';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { log } from '../../log';

/** Time allowed for one content-service request. */
export const CONTENT_TIMEOUT_MS = 8000;

export type TStrapiQuery = Record<string, string | number | boolean | undefined>;

export type TStrapiResult<T> = { ok: true; data: T } | { ok: false; status: number };

export type TStrapiClient = {
  /** The underlying axios instance (base URL, token and timeout set). */
  readonly http: AxiosInstance;
  /** GET and parse; any HTTP or network failure, or an unexpected shape, is AppError UPSTREAM_FAILED. */
  get<S extends z.ZodType>(path: string, params: TStrapiQuery, schema: S): Promise<z.output<S>>;
  /** As `get`, but a 404 answer gives null (for calls whose result the port allows to be missing). */
  getOptional<S extends z.ZodType>(path: string, params: TStrapiQuery, schema: S): Promise<z.output<S> | null>;
  /** As `get`, but an HTTP answer with one of `statuses` is returned as `{ ok: false, status }`. */
  getOrStatus<S extends z.ZodType>(path: string, params: TStrapiQuery, schema: S, statuses: readonly number[]): Promise<TStrapiResult<z.output<S>>>;
  /** POST a JSON body and parse the answer. */
  post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.output<S>>;
};

/** The REST root: CONTENT_URL with `/api` appended unless it already ends with it. */
export function strapiApiBaseUrl(contentUrl: string): string {
  const trimmed = contentUrl.trim().replace(/\/+$/, '');
  return /\/api$/i.test(trimmed) ? trimmed : `${trimmed}/api`;
}

/** A path relative to the REST root; page_content values such as "api/simple-pages/x" or "/home" work. */
export function strapiPath(path: string): string {
  return path.trim().replace(/^\/+/, '').replace(/^api\//i, '');
}

export function createStrapiClient(options: { baseUrl: string; token?: string; timeoutMs?: number }): TStrapiClient {
  const http = axios.create({
    baseURL: `${strapiApiBaseUrl(options.baseUrl)}/`,
    timeout: options.timeoutMs ?? CONTENT_TIMEOUT_MS,
    headers: {
      Accept: 'application/json',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    responseType: 'json',
  });

  async function request<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    config: { params?: TStrapiQuery; data?: unknown },
    schema: S,
    passStatuses: readonly number[],
  ): Promise<TStrapiResult<z.output<S>>> {
    const url = strapiPath(path);
    let data: unknown;
    try {
      const response = await http.request({ method, url, params: config.params, data: config.data });
      data = response.data;
    } catch (error) {
      const status = isAxiosError(error) ? error.response?.status : undefined;
      if (status !== undefined && passStatuses.includes(status)) return { ok: false, status };
      // The axios error is not kept as the cause: its config carries the Authorization header.
      const reason = status ? `HTTP ${status}` : isAxiosError(error) ? (error.code ?? error.message) : String(error);
      log.warn({ method, url, status }, 'content service request failed');
      throw new AppError('UPSTREAM_FAILED', { message: `Content service ${method} ${url} failed: ${reason}` });
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 10)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      log.warn({ method, url, issues }, 'content service answer has an unexpected shape');
      throw new AppError('UPSTREAM_FAILED', { message: `Content service ${method} ${url}: unexpected answer: ${issues}` });
    }
    return { ok: true, data: parsed.data };
  }

  /** The data of a result whose statuses were all errors. */
  function dataOf<T>(result: TStrapiResult<T>): T {
    if (!result.ok) throw new AppError('INTERNAL', { message: `unexpected status ${result.status}` });
    return result.data;
  }

  return {
    http,
    async get(path, params, schema) {
      return dataOf(await request('GET', path, { params }, schema, []));
    },
    async getOptional(path, params, schema) {
      const result = await request('GET', path, { params }, schema, [404]);
      return result.ok ? result.data : null;
    },
    getOrStatus(path, params, schema, statuses) {
      return request('GET', path, { params }, schema, statuses);
    },
    async post(path, body, schema) {
      return dataOf(await request('POST', path, { data: body }, schema, []));
    },
  };
}
