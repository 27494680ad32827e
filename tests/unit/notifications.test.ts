import { describe, expect, it } from 'vitest';
import { notificationDurationSeconds } from '../../src/shared/notifications';

describe('notification durations', () => {
  it('success shows 5 seconds', () => expect(notificationDurationSeconds('success')).toBe(5));
  it('error shows 15 seconds', () => expect(notificationDurationSeconds('error')).toBe(15));
  it('every other kind shows 10 seconds', () => {
    expect(notificationDurationSeconds('info')).toBe(10);
    expect(notificationDurationSeconds('warning')).toBe(10);
    expect(notificationDurationSeconds('progress')).toBe(10);
  });
});
