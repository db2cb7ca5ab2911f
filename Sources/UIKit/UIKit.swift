public enum UIKitModule {}
