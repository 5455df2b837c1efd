import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One endpoint of the app's controllers, as a sweep over them sends it. */
export interface NestRoute {
  method: RouteMethod;
  /** As registered, e.g. `/api/bookings/:id`. */
  pattern: string;
  /** With PARAM1234 for each route parameter. */
  url: string;
  /** The route's Fastify config (`@RouteConfig`), e.g. `photoUpload`. */
  config: Record<string, unknown>;
}

const METHODS = new Map<RequestMethod, RouteMethod>([
  [RequestMethod.GET, 'get'],
  [RequestMethod.POST, 'post'],
  [RequestMethod.PUT, 'put'],
  [RequestMethod.PATCH, 'patch'],
  [RequestMethod.DELETE, 'delete'],
]);

/**
 * Every endpoint of the app's controllers with one of `methods`, read from Nest, so a sweep covers a new endpoint the
 * day it is added. The /paypal/* routes live outside the /api prefix (configureHttp), PayPal's webhook
 * (paypal/webhook) and /metrics' scrape as the app registers them.
 */
export function nestRoutes(app: NestFastifyApplication, methods: RouteMethod[]): NestRoute[] {
  const routes: NestRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
        const handler = metatype.prototype[name];
        const method = typeof handler === 'function' && METHODS.get(Reflect.getMetadata(METHOD_METADATA, handler));
        if (!method || !methods.includes(method)) continue;
        const path = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const prefix = base === 'paypal' || base === 'metrics' ? '' : 'api';
        const pattern = '/' + [prefix, base, path].filter((p) => p && p !== '/').join('/');
        const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as Record<string, unknown>;
        routes.push({ method, pattern, url: pattern.replace(/:\w+/g, 'PARAM1234'), config });
      }
    }
  }
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}
