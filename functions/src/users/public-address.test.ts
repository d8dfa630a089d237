import { describe, expect, test } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  test.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:93.184.216.34',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'this network'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'the cloud metadata server'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fd00:ec2::254', 'unique local (a metadata server too)'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2002:7f00:1::1', '6to4 around 127.0.0.1'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata server'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 around 169.254.169.254'],
    ['64:ff9b::10.0.0.1', 'NAT64 around a private address'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['localhost', 'a name, not an address'],
    ['', 'nothing'],
  ])('%s is not public (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
