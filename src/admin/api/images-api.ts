import type { AdminImage } from '../../contract/admin-images';
import { postFile } from '../../api/http';
import { ADMIN_API } from './admin-api';

/** A picture for a product, a category, an article or a banner: kept by the server, answered with its path. */
export const uploadImage = (file: Blob) => postFile<AdminImage>(`${ADMIN_API}/images`, file);
