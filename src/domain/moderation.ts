/**
 * Where a review or a question stands (issue 15): it waits ('На модерации') from the moment it is posted until a staff
 * member publishes or rejects it; the storefront shows only published ones.
 */
export const MODERATION_STATES = ['pending', 'published', 'rejected'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

export const MODERATION_STATE_NAME: Record<ModerationState, string> = {
  pending: 'На модерации',
  published: 'Опубликован',
  rejected: 'Отклонён',
};
