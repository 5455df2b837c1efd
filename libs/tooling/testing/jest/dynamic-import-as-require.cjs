// Jest runs CommonJS in a vm that cannot take a dynamic import() without --experimental-vm-modules; Node itself can.
// @react-email/render loads react-dom/server with one, so for Jest it becomes the require it stands for.
module.exports = {
  process(source) {
    return { code: source.replace(/\bimport\(("react-dom\/server(?:\.edge)?")\)/g, 'Promise.resolve(require($1))') };
  },
};
