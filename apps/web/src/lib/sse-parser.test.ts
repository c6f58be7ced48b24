import { describe, expect, it } from "vitest";
import { createSseParser, type SseMessage } from "./sse-parser";

function parseChunks(chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const feed = createSseParser((m) => messages.push(m));
  for (const chunk of chunks) feed(chunk);
  return messages;
}

const STREAM =
  "\uFEFFretry: 3000\r\n\r\nevent: ready\r\ndata: {}\r\n\r\n: ping\n\n" +
  'id: 7\nevent: order\ndata: {"orderId":"o1","note":"ü ₹"}\n\n' +
  ": ping\r\r" +
  "event: order\rdata: line one\rdata: line two\r\r" +
  'id: 9\ndata: {"x":1}\n\n' +
  "data\n\n";

const EXPECTED: SseMessage[] = [
  { event: "ready", data: "{}", lastEventId: "" },
  { event: "order", data: '{"orderId":"o1","note":"ü ₹"}', lastEventId: "7" },
  { event: "order", data: "line one\nline two", lastEventId: "7" },
  { event: "message", data: '{"x":1}', lastEventId: "9" },
  { event: "message", data: "", lastEventId: "9" },
];

describe("createSseParser", () => {
  it("reads a whole stream: events, multi-line data, ids that persist; comments and retry are ignored", () => {
    expect(parseChunks([STREAM])).toEqual(EXPECTED);
  });

  it("gives the same messages however the stream is split in two, even inside a CR LF", () => {
    for (let at = 0; at <= STREAM.length; at++) {
      expect(parseChunks([STREAM.slice(0, at), STREAM.slice(at)]), `split at ${at}`).toEqual(EXPECTED);
    }
  });

  it("gives the same messages fed one character at a time", () => {
    expect(parseChunks([...STREAM])).toEqual(EXPECTED);
  });

  it("does not dispatch a message until its blank line arrives", () => {
    expect(parseChunks(["id: 3\nevent: order\ndata: {}\n"])).toEqual([]);
  });

  it("ignores a message of only comments and an id containing NUL", () => {
    expect(parseChunks([": ping\n\n", "id: a\0b\ndata: x\n\n"])).toEqual([
      { event: "message", data: "x", lastEventId: "" },
    ]);
  });

  it("reports each retry: hint in milliseconds and ignores one that is not a number", () => {
    const hints: number[] = [];
    const feed = createSseParser(
      () => {},
      (ms) => hints.push(ms),
    );
    for (const chunk of [...STREAM, "retry: soon\n\n", "retry: 250\n\n"]) feed(chunk);
    expect(hints).toEqual([3000, 250]);
  });
});
