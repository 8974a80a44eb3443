import { launchBrowser } from "../tools/browser/site.ts";
const browser = await launchBrowser();
const page = await browser.newPage();
for (const name of process.argv.slice(2)) {
  const [file, y, h] = name.split(":");
  await page.setContent(`<body style="margin:0"><img src="file://${file}" id="i"></body>`);
  await page.goto(`file://${file}`);
  const size = await page.evaluate(() => { const i = document.images[0]!; return [i.naturalWidth, i.naturalHeight]; });
  await page.setViewportSize({ width: size[0]!, height: Number(h) });
  await page.evaluate((top) => window.scrollTo(0, top), Number(y));
  await page.screenshot({ path: file!.replace(".png", `-${y}.png`) });
}
await browser.close();
