import { describe, expect, it } from 'vitest';
import { createHostPacer } from '@/lib/batch/host-pacer';

describe('host pacer', () => {
  const pacerAt = (random: number) => {
    const clock = { t: 10_000, now: () => clock.t, random: () => random };
    return { clock, pacer: createHostPacer(1_000, clock) };
  };

  it('never lets a host be asked again sooner than the pause, whatever the draw', () => {
    for (const random of [0, 0.25, 0.5, 0.999]) {
      const { pacer } = pacerAt(random);
      pacer.started('https://shop.example/a');
      const wait = pacer.waitFor('https://shop.example/b');
      expect(wait).toBeGreaterThanOrEqual(1_000);
      expect(wait).toBeLessThanOrEqual(1_250);
    }
  });

  it('paces hosts apart and frees a host once its pause has passed', () => {
    const { clock, pacer } = pacerAt(0.5);
    pacer.started('https://shop.example/a');
    expect(pacer.waitFor('https://other.example/a')).toBe(0);
    clock.t += 1_124;
    expect(pacer.waitFor('https://shop.example/b')).toBe(1);
    clock.t += 1;
    expect(pacer.waitFor('https://shop.example/b')).toBe(0);
  });
});
