import type { EChartsType } from 'echarts/core';
import { saveBlob } from '../../../kit/files/save-blob';

/** Twice the CSS size, so the saved picture stays sharp when pasted into a report. */
const PIXEL_RATIO = 2;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('chart image did not load'));
    image.src = url;
  });
}

/**
 * Saves the chart as "<title>.png". The charts draw in SVG (crisp, and testable under jsdom), so
 * the SVG is painted onto a white canvas first; the CSP allows data: images for exactly this.
 */
export async function saveChartPng(chart: EChartsType, title: string): Promise<void> {
  const width = chart.getWidth();
  const height = chart.getHeight();
  const image = await loadImage(chart.getDataURL({ type: 'svg', backgroundColor: '#ffffff' }));
  const canvas = document.createElement('canvas');
  canvas.width = width * PIXEL_RATIO;
  canvas.height = height * PIXEL_RATIO;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (blob === null) throw new Error('canvas gave no PNG');
  saveBlob(blob, `${title}.png`);
}
