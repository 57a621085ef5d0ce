import { expect, test } from './fixtures';
import { pngBuffer, stored } from './admin-helpers';

test.use({ signedIn: true });

test('team image: an upload is resized, shown once, positioned, and used by the home page', async ({ page }) => {
  await page.goto('/admin/team-image');
  const form = page.getByRole('form', { name: 'Update Team Image' });
  await expect(form.getByRole('img', { name: 'Current team image' })).toBeVisible();
  await expect(form.getByRole('img')).toHaveCount(1);

  await page.getByLabel('Upload image').setInputFiles({ name: 'Group Photo.png', mimeType: 'image/png', buffer: await pngBuffer(2000, 1000) });
  await expect(page.getByText('Image resized to 1600x800 px.')).toBeVisible();
  await expect(form.getByText('Uploaded: Group Photo.png')).toBeVisible();
  const preview = form.getByRole('img', { name: 'Preview of the new team image' });
  await expect(preview).toBeVisible();
  // One picture on the screen, not the old one and the new one side by side.
  await expect(form.getByRole('img')).toHaveCount(1);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expect(page.getByLabel('Image URL')).toHaveValue('');

  // A preset from the keyboard...
  await page.getByRole('radio', { name: 'Center' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Right', exact: true })).toBeChecked();
  await expect(page.getByText('Position: Right.')).toBeVisible();
  // ...or a focal point by clicking the picture.
  const box = (await preview.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
  await expect(page.getByText(/^Focal point: 2[456]% 7[456]%\.$/)).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Update Team Image' }).click();
  await expect(page.getByText('Team image updated successfully!')).toBeVisible();
  const image = await stored<string>(page, 'teamImage');
  const position = await stored<string>(page, 'teamImagePosition');
  expect(image).toMatch(/^asset:team\/team-image-group-photo-[a-z0-9]+\.png$/);
  expect(position).toMatch(/^2[456]% 7[456]%$/);

  await page.goto('/');
  // The stored image is this browser's own content: wait until the page shows it.
  await expect(page.locator('#root[data-content="local"]')).toBeAttached();
  const picture = page.getByRole('img', { name: /team$/ });
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  expect(await picture.evaluate((img) => getComputedStyle(img).objectPosition)).toBe(position);
});

test('team image: a stored position that is not a position is not applied', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('teamImagePosition', JSON.stringify('left top;background:red')));
  await page.goto('/');
  // The stored value is this browser's own content: wait until the page shows it.
  await expect(page.locator('#root[data-content="local"]')).toBeAttached();
  const picture = page.getByRole('img', { name: /team$/ });
  await picture.scrollIntoViewIfNeeded();
  expect(await picture.evaluate((img) => getComputedStyle(img).objectPosition)).toBe('50% 50%');
  await page.goto('/admin/team-image');
  await expect(page.getByRole('radio', { name: 'Center' })).toBeChecked();
});
