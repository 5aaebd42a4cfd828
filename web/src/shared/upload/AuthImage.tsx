import { Center, Image, Skeleton, type ImageProps } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";
import { useFileUrl } from "./use-file-url";

/** An uploaded image (`/files/:id`), loaded with the session's token; a placeholder while loading or when it fails. */
export function AuthImage({ url, alt, ...props }: { url: string | null | undefined; alt: string } & ImageProps) {
  const file = useFileUrl(url);
  if (file.status === "loading") return <Skeleton {...pick(props)} />;
  if (file.status === "ready") return <Image src={file.src} alt={alt} {...props} />;
  return (
    <Center {...pick(props)} bg="gray.1" c="gray.5" style={{ borderRadius: "var(--mantine-radius-sm)" }}>
      <IconPhotoOff size={22} aria-label={alt} />
    </Center>
  );
}

/** What places the image, kept by its stand-ins so the layout does not move when it arrives. */
function pick({ w, h, className }: ImageProps) {
  return { w, h, className };
}
