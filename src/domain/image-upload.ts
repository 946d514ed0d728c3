/**
 * Pictures the back office uploads (issue 16): the limits the field checks before sending and the server enforces,
 * and what the server answers for a kept picture.
 */
export const ADMIN_IMAGE_MAX_MB = 15;

export const ADMIN_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface UploadedImage {
  /** Path for the record: 'catalog/upload/…'. */
  path: string;
  /** The address the storefront shows it at (with its version and size). */
  url: string;
  width: number;
  height: number;
}
