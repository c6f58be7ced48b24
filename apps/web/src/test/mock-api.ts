/**
 * The one mock API of the component tests (decision 012): MSW handlers looked up by endpoint declaration, so a mock
 * can only answer a method and path the server has, and only with the declared response type. The server is started
 * in ./setup.ts; every request nobody mocked fails the test's fetch (`onUnhandledRequest: "error"`), and the mocks
 * are dropped after each test.
 *
 *   const calls = mockEndpoint(orders.listOrders, listOf([summary]));
 *   mockEndpoint(cart.updateCartItem, ({ body }) => cartWith(body.quantity));
 *   mockEndpointError(orders.getOrder, 404, { code: "NOT_FOUND", message: "Order not found" });
 *   mockEndpoint(orders.updateOrderStatus, ({ body }) => (body.deliveryCode === "4821" ? done : errorResponse(422, ...)));
 *   expect(calls[0]?.query).toEqual({ page: "1", limit: "5" });
 */

import { File as NodeFile } from "node:buffer";
import type { BodyInput, EndpointDefinition, ResponseOf } from "@zaika/contract/endpoint";
import { successStatus } from "@zaika/contract/endpoint";
import type { ErrorBody } from "@zaika/contract/errors";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/** Started, reset and closed by ./setup.ts. Relative handler paths match the jsdom document's origin. */
export const server = setupServer();

const API_BASE = "/api";

/**
 * jsdom's FormData and File are not Node's: fetch (undici) would send a jsdom file as the text "undefined". Before a
 * request reaches MSW, a jsdom form is copied into Node's classes with the same fields, file names, types and bytes.
 */
async function toNodeForm(form: FormData): Promise<FormData> {
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const copy = new NodeFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") copy.append(name, value);
    else
      copy.append(
        name,
        new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, { type: value.type }) as File,
      );
  }
  return copy;
}

/** Starts the mock API (./setup.ts): a request nobody mocked fails its fetch and is reported. */
export function startMockApi(): void {
  server.listen({ onUnhandledRequest: "error" });
  const intercepted = globalThis.fetch;
  globalThis.fetch = async (input, init) =>
    init?.body instanceof FormData
      ? intercepted(input, { ...init, body: await toNodeForm(init.body) })
      : intercepted(input, init);
}

const seen: Request[] = [];
/** Requests whose JSON body the endpoint's declared body schema refuses: reported by ./setup.ts after the test. */
const refusedBodies: string[] = [];
server.events.on("request:start", ({ request }) => {
  seen.push(request);
});

/**
 * Every request the web made in this test, mocked or not, in order: for "asks the server nothing" assertions.
 * Emptied after each test by ./setup.ts (resetMockApi).
 */
export function apiRequests(): readonly Request[] {
  return [...seen];
}

/** Drops this test's mocks and its request log (./setup.ts, after each test). */
export function resetMockApi(): void {
  server.resetHandlers();
  seen.length = 0;
  refusedBodies.length = 0;
}

/**
 * Bodies the web sent that the server's declared schema would refuse with a 400, this test: the mock answers them as
 * told (a test may be about the server's 400), but a test that did not expect one fails (./setup.ts).
 */
export function refusedRequestBodies(): readonly string[] {
  return [...refusedBodies];
}

/** Checks a JSON body against the endpoint's declared body schema, as the server would. */
function checkBody(endpoint: EndpointDefinition, request: Request, body: unknown): void {
  if (!endpoint.body || endpoint.bodyKind === "multipart") return;
  const result = endpoint.body.safeParse(body);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  refusedBodies.push(`${request.method} ${new URL(request.url).pathname}: ${issues.join("; ")}`);
}

/** The `:name`s of a Fastify path, as a union of names. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What the web sent: the JSON body as `call` accepts it, or the form of a multipart endpoint. */
export type SentBody<E extends EndpointDefinition> = E extends { readonly bodyKind: "multipart" }
  ? FormData
  : BodyInput<E>;

/** One request the mock answered, read back for assertions. */
export type RecordedCall<E extends EndpointDefinition> = {
  /** The path parameters, decoded, as strings (they came from the URL). */
  params: Record<PathParamNames<E["path"]>, string>;
  /** The query string as an object (the last value of a repeated key); `searchParams` has them all. */
  query: Record<string, string>;
  searchParams: URLSearchParams;
  /** The parsed JSON body, the FormData of a multipart request, or undefined when nothing was sent. */
  body: SentBody<E>;
  headers: Headers;
  request: Request;
};

/** The calls a mock has answered, in order; the array grows as requests arrive. */
export type RecordedCalls<E extends EndpointDefinition> = readonly RecordedCall<E>[];

type Answer<E extends EndpointDefinition> = ResponseOf<E> | Response;
/** A fixed answer, or a function of the request returning the answer (or any Response, e.g. an error). */
export type Responder<E extends EndpointDefinition> =
  | ResponseOf<E>
  | ((call: RecordedCall<E>) => Answer<E> | Promise<Answer<E>>);

export type MockOptions = {
  /** The success status; the declared one (200, 201, 202 or 204) by default. */
  status?: number;
  headers?: HeadersInit;
  /** Answer one request only, then fall back to the mock registered before this one (if any). */
  once?: boolean;
};

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data")) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes("application/json") ? JSON.parse(text) : text;
}

async function record<E extends EndpointDefinition>(
  request: Request,
  params: Record<string, string | readonly string[] | undefined>,
): Promise<RecordedCall<E>> {
  const url = new URL(request.url);
  return {
    params: Object.fromEntries(
      Object.entries(params).map(([key, value]) => [key, String(value)]),
    ) as RecordedCall<E>["params"],
    query: Object.fromEntries(url.searchParams),
    searchParams: url.searchParams,
    body: (await readBody(request.clone())) as SentBody<E>,
    headers: request.headers,
    request,
  };
}

function toResponse(answer: unknown, status: number, headers: HeadersInit | undefined): Response {
  if (answer instanceof Response) return answer;
  if (answer === undefined || status === 204) return new HttpResponse(null, { status, headers });
  return HttpResponse.json(answer as Parameters<typeof HttpResponse.json>[0], { status, headers });
}

function register<E extends EndpointDefinition>(
  endpoint: E,
  respond: (call: RecordedCall<E>) => Promise<Response>,
  once: boolean | undefined,
): RecordedCalls<E> {
  const calls: RecordedCall<E>[] = [];
  const method = endpoint.method.toLowerCase() as Lowercase<EndpointDefinition["method"]>;
  server.use(
    http[method](
      `${API_BASE}${endpoint.path}`,
      async ({ request, params }) => {
        const call = await record<E>(request, params);
        checkBody(endpoint, request, call.body);
        calls.push(call);
        return respond(call);
      },
      { once },
    ),
  );
  return calls;
}

/**
 * Answers the declared endpoint (every request to its method and path) with `answer`, typed as the declaration's
 * response. Returns the calls it answers. A later mock of the same endpoint takes precedence over an earlier one.
 */
export function mockEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  answer: NoInfer<Responder<E>>,
  options: MockOptions = {},
): RecordedCalls<E> {
  const status = options.status ?? successStatus(endpoint);
  return register(
    endpoint,
    async (call) => {
      const value = typeof answer === "function" ? await (answer as (call: RecordedCall<E>) => unknown)(call) : answer;
      return toResponse(value, status, options.headers);
    },
    options.once,
  );
}

/** The API's error body (ARCHITECTURE §4) as a response, for an answer function that fails some requests only. */
export function errorResponse(status: number, error: Omit<ErrorBody, "success">, headers?: HeadersInit): Response {
  const body: ErrorBody = { success: false, ...error };
  return HttpResponse.json(body, { status, headers });
}

/** Answers the declared endpoint with the API's error body (ARCHITECTURE §4) and `status`. Returns its calls. */
export function mockEndpointError<E extends EndpointDefinition>(
  endpoint: E,
  status: number,
  error: Omit<ErrorBody, "success">,
  options: Omit<MockOptions, "status"> = {},
): RecordedCalls<E> {
  return register(endpoint, async () => errorResponse(status, error, options.headers), options.once);
}

/** The request never gets an answer: fetch rejects as it does when the network is down. Returns its calls. */
export function mockEndpointNetworkError<E extends EndpointDefinition>(
  endpoint: E,
  options: Pick<MockOptions, "once"> = {},
): RecordedCalls<E> {
  return register(endpoint, async () => HttpResponse.error(), options.once);
}
