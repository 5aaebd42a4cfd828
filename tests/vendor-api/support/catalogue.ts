/** Inputs of the catalogue calls that pass every rule; tests override what they check. */
export const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGOQqzgBAAIWAV+8KCb8AAAAAElFTkSuQmCC";
export const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

let sequence = 0;
export const uniqueCode = (prefix = "T") => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

export const validTrip = (overrides: Record<string, unknown> = {}) => ({
  code: uniqueCode(),
  name: "Test Trip: River_Walk",
  template: 1,
  pricingType: 0,
  price: "19.99",
  inventoryType: 0,
  totalQuantity: 10,
  rescheduleFeeType: 0,
  cancellationType: 0,
  ...overrides,
});

export const shiftTrip = (overrides: Record<string, unknown> = {}) =>
  validTrip({
    inventoryType: 2,
    totalQuantity: undefined,
    shifts: [
      { name: "Morning", selected: true },
      { name: "Evening", selected: false },
    ],
    inventories: [{ date: "2030-05-01", shift: "Morning", quantity: 5 }],
    ...overrides,
  });
