/** What a race test reads of a reply sent over HTTP to a server process. */
export interface Sent {
  status: number;
  body: { error_code: number; msg: string; content: unknown };
}

/** Sends `requests` to one server, `concurrency` at a time; answers the replies and when the first began and the last ended. */
export async function fire(requests: (() => Promise<Sent>)[], concurrency: number) {
  const replies: Sent[] = [];
  const began = Date.now();
  let next = 0;
  const lane = async () => {
    while (next < requests.length) {
      const request = requests[next] as () => Promise<Sent>;
      next += 1;
      replies.push(await request());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { replies, began, ended: Date.now() };
}

/** A JSON POST in English, over the network (not `inject`): the race tests' servers are processes of their own. */
export async function post(url: string, headers: Record<string, string>, body: unknown): Promise<Sent> {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: (await reply.json()) as Sent['body'] };
}
