/** Production SMS: posts each message as JSON to an SMS gateway's HTTP endpoint. */
import type { SmsProvider } from "./types";

export function httpSms(options: { url: string; apiKey: string; fetch?: typeof fetch }): SmsProvider {
  const send = options.fetch ?? fetch;
  const post = async (phone: string, text: string) => {
    const response = await send(options.url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${options.apiKey}` },
      body: JSON.stringify({ to: `+91${phone}`, message: text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  };
  return {
    name: "http",
    sendOtp: ({ phone, text }) => post(phone, text),
    sendText: ({ phone, text }) => post(phone, text),
  };
}
