// Every REST route the fake serves. Their keys name routes in the request
// log and in failure injection.
import { appRoutes } from './routes-app.ts';
import { channelRoutes } from './routes-channels.ts';
import { interactionRoutes } from './routes-interactions.ts';

export const restRoutes = [...appRoutes, ...channelRoutes, ...interactionRoutes] as const;

/** A route key such as `POST /channels/:channelId/messages`. */
export type RouteKey = (typeof restRoutes)[number]['key'];
