import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundBody } from './errors';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
// IPv4-mapped IPv6 (::ffff:127.0.0.1) is checked against the IPv4 rule by BlockList itself.

/** 127.0.0.0/8, ::1 and ::ffff:127.x.x.x; anything else, or no address at all, is not. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** `1.2.3.4`, `1.2.3.4:80`, `[::1]`, `[::1]:80` or `"…"` → the address; '' when it is none. */
function addressOf(value: string): string {
  const v = value.trim().replace(/^"|"$/g, '');
  if (isIP(v)) return v;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(v);
  if (bracketed?.[1]) return bracketed[1];
  const withPort = /^([\d.]+):\d+$/.exec(v);
  return withPort?.[1] ?? '';
}

/** Every client address a proxy in front of us named (X-Forwarded-For, X-Real-IP, Forwarded). */
function forwardedClients(request: FastifyRequest): string[] {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const named = [...header('x-forwarded-for').split(','), ...header('x-real-ip').split(',')];
  for (const element of header('forwarded').split(/[,;]/)) {
    const [key, value = ''] = element.split('=');
    if (key?.trim().toLowerCase() === 'for') named.push(value);
  }
  return named.filter((v) => v.trim() !== '').map(addressOf);
}

/**
 * True when the request comes from this machine: the TCP peer (`request.socket.remoteAddress`,
 * never `request.ip`, which TRUST_PROXY takes from X-Forwarded-For, a header any client can
 * write) is loopback, and so is every client a forwarding header names. The headers can
 * therefore only close, never open: a proxy or tunnel on this machine (ngrok, a local nginx)
 * connects over loopback but names the remote visitor it passes on.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    forwardedClients(request).every(isLoopbackAddress)
  );
}

/** onRequest: a plain 404 (as for a path that does not exist) unless the request is local. */
export async function localOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLocalRequest(request)) return reply.code(404).send(notFoundBody);
}
