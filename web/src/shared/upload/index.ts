export { AuthImage } from "./AuthImage";
export { ImageUpload, type UploadedImage } from "./ImageUpload";
export { imageRefusal, MAX_IMAGE_BYTES } from "./image-file";
export { useFileUrl } from "./use-file-url";
