import svgCaptcha from "svg-captcha";

/** A picture of 4 characters, without look-alikes such as 0/O and 1/l. */
export function drawCaptcha(): { text: string; svg: string } {
  const { text, data } = svgCaptcha.create({
    size: 4,
    ignoreChars: "0oO1ilI",
    noise: 2,
    color: true,
    background: "#f2f4f8",
  });
  return { text, svg: data };
}
