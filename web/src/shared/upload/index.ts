export { AuthImage } from "./AuthImage";
export { ImageUpload, SizeWarning, UploadButton } from "./ImageUpload";
export { imageRefusal, MAX_IMAGE_BYTES } from "./image-file";
export { readImageSize, sizeAdvice, type ImageSize } from "./image-size";
export { useFileUrl } from "./use-file-url";
export { useImageUpload, type ImageUploader, type UploadedImage } from "./use-image-upload";
