import type { FastifyReply } from 'fastify';

/** A reply that can answer `Status` with `Body`, as its route's response schema allows. */
interface Answering<Status extends number, Body, Sent> {
  code(status: Status): { send(body: Body): Sent };
}

/** Answers 201 with what `made` resolves to: the created resource. */
export async function sendCreated<Body, Sent>(
  reply: Answering<201, Body, Sent>,
  made: Promise<Body>,
): Promise<Sent> {
  return reply.code(201).send(await made);
}

/** Answers 204 without a body once `done` has settled. */
export async function sendNoContent<Sent>(
  reply: Answering<204, null, Sent>,
  done: Promise<unknown>,
): Promise<Sent> {
  await done;
  return reply.code(204).send(null);
}

/**
 * Sends JSON text as it is: cached answers are serialized once, so the route's response schema
 * documents their shape without Fastify serializing them a second time.
 */
export const sendJsonText = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);
