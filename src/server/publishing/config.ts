/**
 * Where live websites are served, read once: `{slug}.{SITES_DOMAIN}` over https in production,
 * `{slug}.localhost:{PORT}` over http locally (Chromium resolves *.localhost to loopback).
 */
import { getEnv } from '../env.ts';
import type { LiveHostConfig } from '../../features/publishing/publishing.ts';

export interface PublishingConfig extends LiveHostConfig {
  /** The platform's own host names: requests for them are never a live site. */
  platformHosts: string[];
  /** A records an apex custom domain points at (Netlify's load balancer by default). */
  apexIps: string[];
  /** DNS servers for custom-domain checks ('ip' or 'ip:port'); empty = the system's. */
  dnsServers: string[];
}

let cached: PublishingConfig | undefined;

export function getPublishingConfig(): PublishingConfig {
  if (cached) return cached;
  const env = getEnv();
  const site = new URL(env.siteUrl);
  const sitesDomain = (process.env.SITES_DOMAIN || (env.production ? '' : 'localhost')).toLowerCase();
  if (!sitesDomain)
    throw new Error('SITES_DOMAIN must be set in production (the domain live websites are served under).');
  const local = sitesDomain === 'localhost';
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  cached = {
    sitesDomain,
    protocol: local ? 'http' : 'https',
    port: local && site.port ? Number(site.port) : undefined,
    platformHosts: [site.hostname, 'localhost', '127.0.0.1', '[::1]'],
    apexIps: list(process.env.SITES_APEX_IPS).length ? list(process.env.SITES_APEX_IPS) : ['75.2.60.5'],
    dnsServers: list(process.env.DNS_SERVERS),
  };
  return cached;
}

/** For tests that change the variables. */
export function resetPublishingConfig(): void {
  cached = undefined;
}
