/** @jest-environment node */
import { BOAT_BUILDERS } from './boat-builders';
import { MACHINE_BUILDERS } from './equipment-builders';

describe('the curated builders', () => {
  it('have fixed ids of their own: boats from -1001 down, machines from -2001 down, none shared', () => {
    const ids = [...BOAT_BUILDERS, ...MACHINE_BUILDERS].map((builder) => builder.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { id } of BOAT_BUILDERS) expect(id <= -1001 && id > -2000).toBe(true);
    for (const { id } of MACHINE_BUILDERS) expect(id <= -2001 && id > -3000).toBe(true);
  });

  it('name each builder once, and list every machine builder under construction, farm or both', () => {
    const names = [...BOAT_BUILDERS, ...MACHINE_BUILDERS].map((builder) => builder.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const builder of MACHINE_BUILDERS) expect(builder.kinds.length).toBeGreaterThan(0);
  });
});
