import type { CreatedAt, Generated } from './column-types';

/** 027's pictures uploaded in the back office (see migrations/027-uploaded-images.ts). */
export interface UploadedImageTables {
  uploaded_image: {
    /** Path under /image/: 'catalog/upload/<random>.<ext>'. */
    path: string;
    staff_id: number | null;
    bytes: number;
    width: number;
    height: number;
    date_added: CreatedAt;
  };
}

/** 027's text of a product's extra picture. */
export interface ProductImageAltColumns {
  alt: Generated<string>;
}

/** 027's text of a product's main picture. */
export interface ProductImageAltColumn {
  image_alt: Generated<string>;
}
