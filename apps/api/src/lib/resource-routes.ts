import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { memberOf } from '../plugins/auth';
import { sendCreated, sendNoContent } from './replies';
import { created, noContent, ok } from './route-schemas';

/** Route options from a summary and the route's own schema parts (`routeDocs`, `adminRoute`). */
type RouteOptionsOf = (summary: string, parts: object) => RouteShorthandOptions;

/**
 * What a resource kept by id offers: every write names the signed-in member who made it (the
 * writer's own rights, the audit log), a read does not.
 */
export interface ResourceService<Input, Resource, Query = never, List = never, New = Input> {
  list?(query: Query): Promise<List>;
  read?(id: number): Promise<Resource>;
  create?(actorId: number, input: New): Promise<Resource>;
  update?(actorId: number, id: number, input: Input): Promise<Resource>;
  remove?(actorId: number, id: number): Promise<void>;
}

type Operation = keyof ResourceService<never, never>;

/** The `{detail}` statuses of each operation; 409 joins them where `conflicts` names it. */
const ERRORS: Record<Operation, number[]> = {
  list: [401, 403],
  read: [401, 403, 404, 422],
  create: [401, 403, 422],
  update: [401, 403, 404, 422],
  remove: [401, 403, 404, 422],
};

/**
 * Registers the routes of one resource kept by id: `GET` (the list) and `POST` on `{path}`,
 * `GET` and `PUT` and `DELETE` on `{path}/:{id}`, for the operations `service` has. The request
 * body is the same for create and update unless `createBody` says otherwise; the answers are the
 * resource, 201 for a new one, 204 for a removal (a resource that can only be removed needs
 * neither body nor resource schema).
 */
export function resourceRoutes<
  const IdParam extends string,
  Service extends ResourceService<
    z.infer<Body>,
    z.infer<Resource>,
    z.infer<Query>,
    z.infer<List>,
    z.infer<CreateBody>
  >,
  Body extends z.ZodType = z.ZodNever,
  Resource extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  List extends z.ZodType = z.ZodNever,
  CreateBody extends z.ZodType = Body,
>(
  app: FastifyInstance,
  options: {
    /** Where the collection lives, '' for the prefix itself. */
    path: string;
    idParam: IdParam;
    params: z.ZodType<Record<IdParam, number>>;
    /** The request body of create and update. */
    body?: Body;
    /** The request body of create, where it differs from update's. */
    createBody?: CreateBody;
    /** What read, create and update answer. */
    resource?: Resource;
    /** What the list answers, and the query it takes (422 where there is one). */
    list?: List;
    listQuery?: Query;
    /** The operations that answer 409 when the resource's state forbids them. */
    conflicts?: Operation[];
    route: RouteOptionsOf;
    service: Service;
    /** The summary of each route, one per operation of `service`. */
    summaries: Record<keyof Service & Operation, string>;
  },
): void {
  const { path, idParam, params, route, service } = options;
  const needed = <Part>(part: Part | undefined, name: string): Part => {
    if (part === undefined) throw new Error(`resourceRoutes(${path}): ${name} is needed`);
    return part;
  };
  const errors = (operation: Operation) =>
    options.conflicts?.includes(operation)
      ? [...ERRORS[operation], 409].sort((a, b) => a - b)
      : ERRORS[operation];
  const summaries: Partial<Record<Operation, string>> = options.summaries;
  const collectionPath = path || '/';
  const onePath = `${path}/:${idParam}`;
  type Request = {
    params: Record<IdParam, number>;
    body: z.infer<Body> & z.infer<CreateBody>;
    query: z.infer<Query>;
  };
  const idOf = (request: unknown) => (request as Request).params[idParam];
  const bodyOf = (request: unknown) => (request as Request).body;

  if (service.list && summaries.list) {
    const list = service.list;
    const querystring = options.listQuery;
    const statuses = querystring ? [...errors('list'), 422] : errors('list');
    app.get(
      collectionPath,
      route(summaries.list, {
        ...(querystring && { querystring }),
        response: ok(needed(options.list, 'list'), ...statuses),
      }),
      async (request) => list((request as Request).query),
    );
  }
  if (service.read && summaries.read) {
    const read = service.read;
    const resource = needed(options.resource, 'resource');
    app.get(
      onePath,
      route(summaries.read, { params, response: ok(resource, ...errors('read')) }),
      async (request) => read(idOf(request)),
    );
  }
  if (service.create && summaries.create) {
    const create = service.create;
    const body = options.createBody ?? needed(options.body, 'body');
    const resource = needed(options.resource, 'resource');
    app.post(
      collectionPath,
      route(summaries.create, { body, response: created(resource, ...errors('create')) }),
      async (request, reply) => sendCreated(reply, create(memberOf(request).id, bodyOf(request))),
    );
  }
  if (service.update && summaries.update) {
    const update = service.update;
    const body = needed(options.body, 'body');
    const resource = needed(options.resource, 'resource');
    app.put(
      onePath,
      route(summaries.update, { params, body, response: ok(resource, ...errors('update')) }),
      async (request) => update(memberOf(request).id, idOf(request), bodyOf(request)),
    );
  }
  if (service.remove && summaries.remove) {
    const remove = service.remove;
    app.delete(
      onePath,
      route(summaries.remove, { params, response: noContent(...errors('remove')) }),
      async (request, reply) => sendNoContent(reply, remove(memberOf(request).id, idOf(request))),
    );
  }
}
