describe('PdfRenderer', () => {
  it('loads puppeteer-core with its first document, not with the documents library', async () => {
    const loaded = jest.fn();
    jest.doMock('puppeteer-core', () => {
      loaded();
      return { __esModule: true, default: { launch: () => Promise.reject(new Error('no Chromium in a unit test')) } };
    });
    const { PdfRenderer } = await import('./pdf-renderer');
    const renderer = new PdfRenderer(1);
    expect(loaded).not.toHaveBeenCalled();
    await expect(renderer.render('<p>A document</p>')).rejects.toThrow('no Chromium in a unit test');
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
