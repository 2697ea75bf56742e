import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { ContentActor } from '../contentEdits';
import type { ContentKindDefinition } from '../contentKind';

/** What the routes of one kind are registered with. */
export interface KindRouteOptions {
  definition: ContentKindDefinition<unknown>;
}

/** The revision a change is made from (0: an item nobody has edited in the back office). */
export const revisionField = v.pipe(v.number(), v.integer(), v.minValue(0));

export const revisionBody = v.object({ revision: revisionField });

/** The signed-in staff member, now: who a draft or a published version is by. */
export const actorOf = (request: FastifyRequest): ContentActor => ({
  email: request.staffUser!.email,
  at: request.server.staffClock().toISOString(),
});

/** Who may call a kind's routes, as the API's document says it: the kind's roles, and admins, who pass every check. */
export const rolesNote = (definition: ContentKindDefinition<unknown>) => `Roles: ${[...definition.roles, 'admin'].join(', ')}.`;

/** The audit log's target of an item: `articles:12`. */
export const itemTarget = (definition: ContentKindDefinition<unknown>, id: number) => `${definition.kind}:${id}`;
