import { Image } from "antd";

type GalleryPreviewProps = {
  images: string[];
  current: number;
  open: boolean;
  onChange: (index: number) => void;
  onOpenChange: (open: boolean) => void;
};

/** Ant Design's full-screen preview (zoom, rotate, the other pictures): loaded when first opened. */
export function GalleryPreview({
  images,
  current,
  open,
  onChange,
  onOpenChange,
}: GalleryPreviewProps) {
  return (
    <Image.PreviewGroup
      items={images}
      preview={{ open, current, onChange: (index: number) => onChange(index), onOpenChange }}
    />
  );
}
